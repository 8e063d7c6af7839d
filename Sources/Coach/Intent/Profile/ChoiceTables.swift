import CoachDomain

/// The words for each choice field. Strong phrases count anywhere in a line; weak ones only as
/// the answer to that field's question (or, for styles, after "coach me", "I prefer" ...).
enum ChoiceTables {
    static let sex = PhraseTable<Sex>(
        [("male", .male), ("female", .female), ("man", .male), ("woman", .female), ("guy", .male), ("lady", .female),
         ("non binary", .unspecified), ("nonbinary", .unspecified), ("non-binary", .unspecified)],
        weak: [("m", .male), ("f", .female), ("boy", .male), ("girl", .female), ("bloke", .male), ("dude", .male),
               ("gal", .female), ("rather not say", .unspecified), ("rather not", .unspecified), ("prefer not to say", .unspecified),
               ("prefer not", .unspecified), ("not say", .unspecified), ("other", .unspecified), ("neither", .unspecified),
               ("unspecified", .unspecified), ("dont want to say", .unspecified), ("not telling", .unspecified),
               ("pass", .unspecified), ("doesnt matter", .unspecified)])

    static let activity = PhraseTable<ActivityLevel>(
        [("sedentary", .sedentary), ("not very active", .sedentary), ("not active", .sedentary), ("inactive", .sedentary),
         ("not active at all", .sedentary), ("couch potato", .sedentary), ("mostly sitting", .sedentary),
         ("sit all day", .sedentary), ("sitting all day", .sedentary), ("barely move", .sedentary), ("not much activity", .sedentary),
         ("lightly active", .light), ("light activity", .light), ("a bit active", .light), ("somewhat active", .light),
         ("slightly active", .light), ("a little active", .light),
         ("moderately active", .moderate), ("moderate activity", .moderate), ("fairly active", .moderate),
         ("quite active", .moderate), ("reasonably active", .moderate), ("on my feet", .moderate), ("on my feet all day", .moderate),
         ("active job", .moderate), ("walk a lot", .moderate), ("lots of walking", .moderate), ("10 k steps", .moderate),
         ("10000 steps", .moderate), ("very active", .very), ("highly active", .very), ("really active", .very),
         ("physical job", .very), ("manual job", .very), ("manual labour", .very), ("manual labor", .very),
         ("construction", .very), ("physical work", .very), ("labourer", .very), ("laborer", .very),
         ("extremely active", .extra), ("extra active", .extra), ("super active", .extra), ("athlete", .extra),
         ("two a days", .extra), ("train twice a day", .extra)],
        weak: [("light", .light), ("lightly", .light), ("moderate", .moderate), ("moderately", .moderate), ("active", .moderate),
               ("very", .very), ("not much", .sedentary), ("not really", .sedentary), ("sitting", .sedentary),
               ("a bit", .light), ("somewhat", .light), ("extreme", .extra), ("extra", .extra), ("average", .moderate),
               ("normal", .light), ("not very", .sedentary)])

    /// Jobs that set a base level; walking raises it a step.
    static let desk = PhraseTable<Int>([("desk job", 0), ("office job", 0), ("desk", 0), ("office", 0), ("at a computer", 0),
                                        ("work from home", 0), ("wfh", 0), ("student", 0), ("sit at a desk", 0), ("remote", 0),
                                        ("retail", 2), ("nurse", 2), ("teacher", 2), ("waiter", 2), ("waitress", 2),
                                        ("standing", 2), ("warehouse", 3), ("builder", 3), ("farm", 3), ("farmer", 3)])
    static let walking = PhraseTable<Int>([("walk a bit", 1), ("some walking", 1), ("i walk", 1), ("walk the dog", 1),
                                           ("walk to work", 1), ("a few walks", 1), ("short walks", 1), ("walks", 1),
                                           ("walking", 1), ("cycle to work", 1), ("bike to work", 1), ("i cycle", 1),
                                           ("walk daily", 1), ("walk every day", 1)])

    static let goal = PhraseTable<FitnessGoal>(
        [("lose fat", .loseFat), ("lose weight", .loseFat), ("lose some weight", .loseFat), ("lose body fat", .loseFat),
         ("lose some fat", .loseFat), ("lose the belly", .loseFat), ("lose my belly", .loseFat), ("fat loss", .loseFat),
         ("weight loss", .loseFat), ("get lean", .loseFat), ("get leaner", .loseFat), ("lean out", .loseFat),
         ("slim down", .loseFat), ("drop weight", .loseFat), ("drop some weight", .loseFat), ("shed weight", .loseFat),
         ("on a cut", .loseFat), ("cutting", .loseFat), ("tone up", .loseFat), ("get toned", .loseFat), ("burn fat", .loseFat),
         ("lose the weight", .loseFat), ("lose a few kilos", .loseFat), ("lose a few pounds", .loseFat),
         ("drop a few pounds", .loseFat), ("drop a few kilos", .loseFat), ("drop a few kg", .loseFat), ("drop some pounds", .loseFat),
         ("drop some kilos", .loseFat), ("drop pounds", .loseFat), ("drop kilos", .loseFat), ("drop the weight", .loseFat),
         ("drop a dress size", .loseFat), ("drop a size", .loseFat), ("drop a jeans size", .loseFat), ("drop body fat", .loseFat),
         ("get my weight down", .loseFat), ("get the weight down", .loseFat), ("bring my weight down", .loseFat),
         ("bring down my weight", .loseFat), ("lose a bit of weight", .loseFat),
         ("lose a little weight", .loseFat), ("lose a bit", .loseFat), ("lose a little", .loseFat), ("shed a few pounds", .loseFat),
         ("shed a few kilos", .loseFat), ("shed some pounds", .loseFat), ("shed some weight", .loseFat), ("shed fat", .loseFat),
         ("shift some weight", .loseFat), ("shift the weight", .loseFat), ("get rid of my belly", .loseFat),
         ("get rid of the belly", .loseFat), ("get rid of belly fat", .loseFat), ("lose belly fat", .loseFat),
         ("lose my gut", .loseFat), ("lose the gut", .loseFat), ("flatter stomach", .loseFat), ("flat stomach", .loseFat),
         ("slim down a bit", .loseFat), ("slimmer", .loseFat), ("get slimmer", .loseFat), ("trim down", .loseFat),
         ("get trim", .loseFat), ("lean up", .loseFat), ("get shredded", .loseFat), ("lose inches", .loseFat),
         ("tone up a bit", .loseFat), ("get my weight under control", .loseFat), ("be lighter", .loseFat),
         ("weigh less", .loseFat),
         ("maintain", .maintain), ("maintain my weight", .maintain), ("maintenance", .maintain), ("stay the same", .maintain),
         ("keep my weight", .maintain), ("stay where i am", .maintain), ("stay as i am", .maintain),
         ("keep my weight steady", .maintain), ("hold my weight", .maintain), ("keep things as they are", .maintain),
         ("stay the way i am", .maintain), ("not lose or gain", .maintain), ("neither lose nor gain", .maintain),
         ("build muscle", .gainMuscle), ("gain muscle", .gainMuscle), ("put on muscle", .gainMuscle),
         ("muscle gain", .gainMuscle), ("add muscle", .gainMuscle), ("get bigger", .gainMuscle), ("bulk", .gainMuscle),
         ("bulking", .gainMuscle), ("bulk up", .gainMuscle), ("gain weight", .gainMuscle), ("put on weight", .gainMuscle),
         ("get big", .gainMuscle), ("hypertrophy", .gainMuscle), ("build some muscle", .gainMuscle),
         ("gain some muscle", .gainMuscle), ("get jacked", .gainMuscle), ("more muscle", .gainMuscle),
         ("get stronger", .getStronger), ("be stronger", .getStronger), ("get strong", .getStronger),
         ("lift heavier", .getStronger), ("powerlifting", .getStronger), ("strength", .getStronger), ("stronger", .getStronger),
         ("build strength", .getStronger), ("gain strength", .getStronger),
         ("endurance", .endurance), ("stamina", .endurance), ("run a marathon", .endurance), ("marathon", .endurance),
         ("half marathon", .endurance), ("5 k", .endurance), ("10 k", .endurance), ("triathlon", .endurance),
         ("run faster", .endurance), ("run further", .endurance), ("run longer", .endurance), ("cardio fitness", .endurance),
         ("improve my running", .endurance), ("ultra", .endurance),
         ("general health", .generalHealth), ("be healthier", .generalHealth), ("get healthy", .generalHealth),
         ("get healthier", .generalHealth), ("stay healthy", .generalHealth), ("get fit", .generalHealth),
         ("get fitter", .generalHealth), ("fitness", .generalHealth), ("get in shape", .generalHealth),
         ("get into shape", .generalHealth), ("be fit", .generalHealth), ("feel better", .generalHealth),
         ("more energy", .generalHealth), ("have more energy", .generalHealth), ("be more active", .generalHealth),
         ("move more", .generalHealth), ("live longer", .generalHealth), ("be healthy", .generalHealth),
         ("longevity", .generalHealth), ("overall health", .generalHealth), ("improve my health", .generalHealth),
         ("healthier", .generalHealth), ("better health", .generalHealth), ("stay fit", .generalHealth),
         ("keep fit", .generalHealth)],
        weak: [("cut", .loseFat), ("lose", .loseFat), ("slim", .loseFat), ("lighter", .loseFat), ("toned", .loseFat),
               ("tone", .loseFat), ("toning", .loseFat), ("shredded", .loseFat), ("less fat", .loseFat), ("weight down", .loseFat),
               ("fat", .loseFat), ("muscle", .gainMuscle), ("gain", .gainMuscle),
               ("size", .gainMuscle), ("strong", .getStronger), ("running", .endurance), ("cardio", .endurance),
               ("healthy", .generalHealth), ("health", .generalHealth), ("fit", .generalHealth), ("shape", .generalHealth)])

    static let experience = PhraseTable<Experience>(
        [("beginner", .beginner), ("complete beginner", .beginner), ("total beginner", .beginner), ("newbie", .beginner),
         ("novice", .beginner), ("new to this", .beginner), ("new to lifting", .beginner), ("new to training", .beginner),
         ("new to the gym", .beginner), ("new to working out", .beginner), ("new to exercise", .beginner),
         ("never trained", .beginner), ("never lifted", .beginner), ("never worked out", .beginner),
         ("never been to a gym", .beginner), ("just starting", .beginner), ("just started", .beginner),
         ("starting out", .beginner), ("just getting started", .beginner), ("no experience", .beginner),
         ("not much experience", .beginner), ("little experience", .beginner), ("very little experience", .beginner),
         ("intermediate", .intermediate), ("some experience", .intermediate), ("a bit of experience", .intermediate),
         ("on and off", .intermediate), ("a year or two", .intermediate), ("a couple of years", .intermediate),
         ("a few years", .intermediate), ("decent experience", .intermediate),
         ("advanced", .advanced), ("very experienced", .advanced), ("experienced", .advanced), ("lots of experience", .advanced),
         ("a lot of experience", .advanced), ("many years", .advanced), ("years of experience", .advanced),
         ("competed", .advanced), ("competitive", .advanced), ("decades", .advanced)],
        weak: [("none", .beginner), ("no", .beginner), ("never", .beginner), ("nothing", .beginner), ("a little", .beginner),
               ("little", .beginner), ("some", .intermediate), ("a bit", .beginner), ("lots", .advanced), ("a lot", .advanced),
               ("loads", .advanced), ("new", .beginner), ("not much", .beginner)])

    /// nil: words that look like equipment but are not ("home gym", "bench press").
    static let equipment = PhraseTable<Equipment?>(
        [("full gym", .fullGym), ("gym membership", .fullGym), ("commercial gym", .fullGym), ("a gym", .fullGym),
         ("the gym", .fullGym), ("gym access", .fullGym), ("fully equipped gym", .fullGym), ("gym", .fullGym),
         ("home gym", nil), ("bench press", nil), ("dumbbells", .dumbbells), ("dumbbell", .dumbbells), ("dbs", .dumbbells),
         ("kettlebell", .kettlebells), ("kettlebells", .kettlebells), ("barbell", .barbell), ("olympic bar", .barbell),
         ("bench", .bench), ("weight bench", .bench), ("squat rack", .rack), ("power rack", .rack), ("rack", .rack),
         ("squat stands", .rack), ("pull up bar", .pullUpBar), ("pull-up bar", .pullUpBar), ("pullup bar", .pullUpBar),
         ("chin up bar", .pullUpBar), ("chin-up bar", .pullUpBar), ("resistance bands", .bands), ("resistance band", .bands),
         ("bands", .bands), ("machines", .machines), ("cable machine", .machines), ("cables", .machines),
         ("smith machine", .machines), ("multi gym", .machines), ("treadmill", .cardio), ("exercise bike", .cardio),
         ("stationary bike", .cardio), ("spin bike", .cardio), ("peloton", .cardio), ("rower", .cardio),
         ("rowing machine", .cardio), ("elliptical", .cardio), ("cross trainer", .cardio), ("no equipment", Equipment.none),
         ("bodyweight only", Equipment.none), ("body weight only", Equipment.none), ("just bodyweight", Equipment.none),
         ("just my body", Equipment.none), ("just my bodyweight", Equipment.none), ("calisthenics", Equipment.none),
         ("nothing at all", Equipment.none)],
        weak: [("nothing", Equipment.none), ("none", Equipment.none), ("no", Equipment.none), ("not much", Equipment.none),
               ("bodyweight", Equipment.none), ("body weight", Equipment.none)])

    static let diet = PhraseTable<DietPattern>(
        [("vegan", .vegan), ("plant based", .vegan), ("plant-based", .vegan), ("vegetarian", .vegetarian), ("veggie", .vegetarian),
         ("lacto ovo vegetarian", .vegetarian), ("no meat", .vegetarian), ("dont eat meat", .vegetarian),
         ("pescatarian", .pescatarian), ("pescetarian", .pescatarian), ("fish but no meat", .pescatarian),
         ("flexitarian", .flexitarian), ("mostly vegetarian", .flexitarian), ("mostly plant based", .flexitarian),
         ("mostly veggie", .flexitarian), ("keto", .keto), ("ketogenic", .keto), ("paleo", .paleo), ("primal", .paleo),
         ("mediterranean", .mediterranean), ("halal", .halal), ("kosher", .kosher), ("omnivore", .omnivore),
         ("i eat everything", .omnivore), ("eat everything", .omnivore), ("eat anything", .omnivore),
         ("i eat meat", .omnivore), ("eat meat", .omnivore), ("no special diet", .omnivore), ("nothing special", .omnivore)],
        weak: [("everything", .omnivore), ("anything", .omnivore), ("normal", .omnivore), ("all", .omnivore),
               ("meat", .omnivore), ("regular", .omnivore), ("no diet", .omnivore), ("standard", .omnivore)])

    static let style = PhraseTable<CoachingStyle>(
        [("supportive", .supportive), ("be supportive", .supportive), ("encouraging", .supportive), ("be gentle", .supportive),
         ("be kind", .supportive), ("be nice", .supportive), ("go easy on me", .supportive), ("cheerleader", .supportive),
         ("motivational", .supportive), ("tough love", .toughLove), ("be tough on me", .toughLove),
         ("be hard on me", .toughLove), ("be strict", .toughLove), ("push me", .toughLove), ("push me hard", .toughLove),
         ("push me harder", .toughLove), ("drill sergeant", .toughLove), ("hold me accountable", .toughLove),
         ("no excuses", .toughLove), ("be blunt", .toughLove), ("dont go easy on me", .toughLove),
         ("dont go easy", .toughLove), ("brutally honest", .toughLove), ("no nonsense", .toughLove),
         ("kick my butt", .toughLove), ("analytical", .analytical), ("be more analytical", .analytical),
         ("numbers first", .analytical), ("give me the numbers", .analytical), ("just the numbers", .analytical),
         ("data driven", .analytical), ("data-driven", .analytical), ("evidence based", .analytical),
         ("science based", .analytical), ("buddy", .buddy), ("like a buddy", .buddy), ("like a friend", .buddy),
         ("laid back", .buddy), ("like a mate", .buddy)],
        weak: [("tough", .toughLove), ("strict", .toughLove), ("harsh", .toughLove), ("blunt", .toughLove), ("hard", .toughLove),
               ("gentle", .supportive), ("kind", .supportive), ("positive", .supportive), ("patient", .supportive),
               ("warm", .supportive), ("nice", .supportive), ("numbers", .analytical), ("data", .analytical),
               ("science", .analytical), ("scientific", .analytical), ("evidence", .analytical), ("facts", .analytical),
               ("technical", .analytical), ("nerdy", .analytical), ("friend", .buddy), ("friendly", .buddy),
               ("casual", .buddy), ("fun", .buddy), ("chill", .buddy), ("relaxed", .buddy), ("mate", .buddy), ("bro", .buddy)])
    /// Words after which a weak style word counts: "coach me like a friend", "I prefer numbers".
    static let styleCues: [[String]] = [["coach", "me"], ["coaching"], ["style"], ["be"], ["prefer"], ["i", "like"],
                                        ["want"], ["need"], ["respond", "to"], ["treat", "me"], ["talk", "to", "me"]]

    static let detail = PhraseTable<DetailLevel>(
        [("brief", .brief), ("be brief", .brief), ("keep it short", .brief), ("short answers", .brief),
         ("shorter answers", .brief), ("short and sweet", .brief), ("concise", .brief), ("be concise", .brief),
         ("to the point", .brief), ("tldr", .brief), ("less detail", .brief), ("shorter please", .brief),
         ("quick answers", .brief), ("balanced", .balanced), ("somewhere in between", .balanced), ("in between", .balanced),
         ("a bit of both", .balanced), ("middle ground", .balanced), ("detailed", .detailed), ("full detail", .detailed),
         ("the full detail", .detailed), ("more detail", .detailed), ("more details", .detailed), ("in depth", .detailed),
         ("in-depth", .detailed), ("thorough", .detailed), ("explain everything", .detailed), ("longer answers", .detailed),
         ("all the details", .detailed), ("go deeper", .detailed), ("explain more", .detailed), ("in more detail", .detailed),
         ("lots of detail", .detailed)],
        weak: [("short", .brief), ("quick", .brief), ("medium", .balanced), ("normal", .balanced), ("both", .balanced),
               ("middle", .balanced), ("long", .detailed), ("full", .detailed), ("everything", .detailed),
               ("all", .detailed), ("lots", .detailed), ("detail", .detailed)])

    static let units = PhraseTable<UnitSystem>(
        [("metric", .metric), ("imperial", .imperial), ("use pounds", .imperial), ("in pounds", .imperial),
         ("pounds and feet", .imperial), ("lbs and feet", .imperial), ("feet and inches", .imperial), ("use kg", .metric),
         ("in kg", .metric), ("kilos and cm", .metric), ("kg and cm", .metric)],
        weak: [("pounds", .imperial), ("lbs", .imperial), ("lb", .imperial), ("kg", .metric), ("kilos", .metric),
               ("feet", .imperial), ("cm", .metric)])
}
